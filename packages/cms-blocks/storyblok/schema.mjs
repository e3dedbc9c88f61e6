// The entry file of `storyblok schema push` / `storyblok schema validate`: the generated code-first schema
// (every block with its fields, accepted blocks and picker folder). Regenerate with `pnpm generate`.
import schema from './schema.json' with { type: 'json' };

export { schema };
