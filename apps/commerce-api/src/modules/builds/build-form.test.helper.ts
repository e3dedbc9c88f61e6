import sharp from 'sharp';

/** A small JPEG, as a camera would send one. */
export function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
}

/** The build form's text fields, each a value or a list as a form posts it. */
export type Fields = Record<string, string | string[]>;
/** The build form's photos. */
export type Files = { name: string; data: Buffer; type?: string }[];

/** A multipart body as a browser's form sends it. */
export async function multipart(fields: Fields, files: Files = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of ([] as string[]).concat(value)) form.append(name, v);
  }
  for (const file of files) {
    form.append(
      'photos',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  const request = new Request('http://api.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}
