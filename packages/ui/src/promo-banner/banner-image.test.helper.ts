/** A banner picture drawn inline with its words, so stories never ask a server for images. */
export function bannerImage(width: number, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="32" viewBox="0 0 ${width} 32"><rect width="100%" height="100%" fill="#7c2d12"/><text x="50%" y="21" fill="#fff" font-family="sans-serif" font-size="14" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
