import type { BUILD_STATUSES } from '../../db/tables/builds';

/** Where a build is in moderation. */
export type BuildStatus = (typeof BUILD_STATUSES)[number];

/** What moves a build: its owner's e-mail link, an admin's decision, or its owner's edit. */
export type BuildEvent = 'confirm' | 'publish' | 'reject' | 'edit';

/** The admin's decisions, once. */
export const MODERATION_DECISIONS = ['publish', 'reject'] as const;

/**
 * The one transition table of builds. The owner's e-mail link confirms a submitted build; an admin publishes or
 * rejects a confirmed one, takes a published one down (reject) or publishes a rejected one after all. An edit
 * of a published or rejected build sends it back to the admins (confirmed), so nothing unmoderated is ever
 * public; an edit before that leaves the status as it is.
 */
const TRANSITIONS: Record<BuildStatus, Partial<Record<BuildEvent, BuildStatus>>> = {
  submitted: { confirm: 'confirmed', edit: 'submitted' },
  confirmed: { publish: 'published', reject: 'rejected', edit: 'confirmed' },
  published: { reject: 'rejected', edit: 'confirmed' },
  rejected: { publish: 'published', edit: 'confirmed' },
};

/** The status after the event, or null when the event cannot happen in this status. */
export function nextBuildStatus(status: BuildStatus, event: BuildEvent): BuildStatus | null {
  return TRANSITIONS[status][event] ?? null;
}
