import {
  type BlokProblemReason,
  type InvalidBlokReport,
  isPreviewMode,
  useCms,
} from '../cms-provider/cms-provider';

const PROBLEM_TITLES: Record<BlokProblemReason, (name: string) => string> = {
  unknown: (name) => `Unknown block "${name}": this storefront has no component for it.`,
  invalid: (name) => `Block "${name}" has invalid fields and is hidden on the live site.`,
  misplaced: (name) => `Block "${name}" cannot be placed here and is hidden on the live site.`,
};

/** Props of {@link BlokProblem}. */
export interface BlokProblemProps {
  /** What went wrong with the blok. */
  report: InvalidBlokReport;
}

/**
 * Stands in for a blok that cannot be rendered: reports it through the CmsProvider's `onInvalidBlok`, shows
 * nothing to shoppers, and shows editors (draft and edit mode) a warning box saying what to fix.
 */
export function BlokProblem({ report }: BlokProblemProps) {
  const { mode, onInvalidBlok } = useCms();
  onInvalidBlok?.(report);
  if (!isPreviewMode(mode)) return null;
  const name = report.component || '(no name)';
  return (
    <div
      role="note"
      data-slot="cms-blok-problem"
      data-reason={report.reason}
      style={{
        border: '2px dashed var(--fk-color-warning-text, #92400e)',
        background: 'var(--fk-color-warning, #fbbf24)',
        color: 'var(--fk-color-on-warning, #1c1917)',
        padding: '0.75rem 1rem',
        margin: '0.5rem 0',
        fontFamily: 'var(--fk-font-sans, sans-serif)',
        fontSize: '0.875rem',
      }}
    >
      <strong>{PROBLEM_TITLES[report.reason](name)}</strong>
      {report.issues.length > 0 ? (
        <ul>
          {report.issues.map((issue, index) => (
            <li key={index}>
              {issue.path ? `${issue.path}: ` : ''}
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
