/** A project's life cycle (not given by the spec; the database's check lists the same five). */
export const PROJECT_STATUSES = [
  'planning',
  'active',
  'on_hold',
  'completed',
  'cancelled',
] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const isProjectStatus = (value: string): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value);

/** The badge colour of each status. */
export const STATUS_PALETTE: Record<ProjectStatus, string> = {
  planning: 'blue',
  active: 'green',
  on_hold: 'orange',
  completed: 'gray',
  cancelled: 'red',
};
