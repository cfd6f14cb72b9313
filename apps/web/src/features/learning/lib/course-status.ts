import { t } from '@lingui/core/macro';
import type { TCourseStatus, TTopicCourse } from '@dpts/contract/learning';

/** Status words (spec section 4, Course status), in the language active now. */
export function courseStatusLabel(status: TCourseStatus): string {
  if (status === 'completed') return t`Completed`;
  if (status === 'verifying') return t`Verifying`;
  if (status === 'enrolled') return t`In-progress`;
  return t`Not started`;
}

/** 'Search Course': case-insensitive substring on the course name and the website. */
export function filterCourses(courses: readonly TTopicCourse[], query: string): TTopicCourse[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...courses];
  return courses.filter(
    (course) =>
      course.courseName.toLowerCase().includes(needle) ||
      course.website.toLowerCase().includes(needle),
  );
}
