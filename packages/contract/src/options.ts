/** Option lists of spec section 3. */
export const complementSkills = [
  'Human Interactions',
  'Marketing & Ideation',
  'Research & Data',
] as const;
export const languages = ['English', 'Hausa', 'Igbo', 'Yoruba', 'French'] as const;
export const technicalCapabilities = ['Low', 'Mid', 'High'] as const;
export const officerTypes = ['sales', 'technical'] as const;

export const technicalPaths = [
  'Artificial Intelligence (AI)',
  'Cloud-Computing',
  'Data Analysis',
  'Programming/Software Development',
  'IT Support',
  'Cybersecurity',
  'User Experience (UX) Design',
  'Machine Learning (ML)',
] as const;

export const salesPaths = [
  'Artificial Intelligence (AI)',
  'Business Development',
  'Communication',
  'Content Marketing',
  'Digital Marketing',
  'Digital Wellbeing',
  'Job Search & Career Development',
  'Productivity & Time Management',
  'Project Management',
  'Remote Work',
  'Sales',
  'Technology (STEM)',
] as const;

export const allPaths: readonly string[] = [...new Set<string>([...technicalPaths, ...salesPaths])];

export type OfficerType = (typeof officerTypes)[number];
export type Language = (typeof languages)[number];

/** The minimums enforced on submit (spec section 5, "Submit check"). */
export const pathMinimums: Record<OfficerType, { technical: number; sales: number }> = {
  technical: { technical: 3, sales: 1 },
  sales: { technical: 1, sales: 1 },
};
/** The minimums the labels announce and the email sign-up's Next button enforces. */
export const pathLabelMinimums: Record<OfficerType, { technical: number; sales: number }> = {
  technical: { technical: 3, sales: 1 },
  sales: { technical: 1, sales: 3 },
};

/**
 * Counts a selection against each list. A path in both lists (AI) counts for both,
 * because the picker offers it under both headings.
 */
export function countPaths(learningPath: readonly string[]): { technical: number; sales: number } {
  const picked = new Set(learningPath);
  return {
    technical: technicalPaths.filter((p) => picked.has(p)).length,
    sales: salesPaths.filter((p) => picked.has(p)).length,
  };
}

export function meetsPathMinimums(
  officerType: OfficerType,
  learningPath: readonly string[],
  minimums = pathMinimums,
): boolean {
  const count = countPaths(learningPath);
  const need = minimums[officerType];
  return count.technical >= need.technical && count.sales >= need.sales;
}
