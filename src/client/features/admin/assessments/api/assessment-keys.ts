/** Query keys of the Self-assessments screen: every write invalidates `all` (the list, the assessment, its versions). */
export const assessmentKeys = {
  all: ['admin', 'assessments'] as const,
  list: () => ['admin', 'assessments', 'list'] as const,
  one: (id: number) => ['admin', 'assessments', 'one', id] as const,
  versions: (id: number) => ['admin', 'assessments', 'one', id, 'versions'] as const,
};
