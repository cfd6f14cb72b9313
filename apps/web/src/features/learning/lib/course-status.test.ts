import { describe, expect, it } from 'vitest';
import type { TCourseStatus } from '@dpts/contract/learning';
import { createTopicCourse } from '../../../test/factories';
import { courseStatusLabel, filterCourses } from './course-status';

describe('courseStatusLabel', () => {
  it.each<[TCourseStatus, string]>([
    ['completed', 'Completed'],
    ['enrolled', 'In-progress'],
    ['not-started', 'Not started'],
  ])('%s reads %s', (status, word) => expect(courseStatusLabel(status)).toBe(word));
});

describe('filterCourses', () => {
  const courses = [
    createTopicCourse(1, { courseName: 'Fundamentals of Digital Marketing', website: 'Google' }),
    createTopicCourse(2, {
      courseName: 'Intro to Cybersecurity',
      website: 'Cisco Networking Academy',
    }),
    createTopicCourse(3, { courseName: 'Responsive Web Design', website: 'freeCodeCamp' }),
  ];

  it('matches a case-insensitive substring of the course name or the website', () => {
    expect(filterCourses(courses, 'DIGITAL').map((c) => c.courseId)).toEqual(['course-1']);
    expect(filterCourses(courses, 'cisco').map((c) => c.courseId)).toEqual(['course-2']);
    expect(filterCourses(courses, 'codecamp').map((c) => c.courseId)).toEqual(['course-3']);
    expect(filterCourses(courses, ' Google ').map((c) => c.courseId)).toEqual(['course-1']);
  });

  it('keeps everything for a blank search and nothing for a miss', () => {
    expect(filterCourses(courses, '  ')).toHaveLength(3);
    expect(filterCourses(courses, 'python')).toEqual([]);
  });
});
