import { salesPaths, technicalPaths } from '@dpts/contract';
import {
  courseKeyOf,
  findSite,
  learningSites,
  normalizeCourseTitle,
} from '@dpts/contract/sites/index';
import { describe, expect, it } from 'vitest';
import { seedCourses, seedTopics } from './seed-data.ts';

/** The points formula documented in seed-data.ts. */
function pointsFor(hours: number): number {
  const h = Math.min(Math.max(hours, 1), 40);
  return Math.round((10 + (90 * (h - 1)) / 39) / 5) * 5;
}

describe('seed catalogue', () => {
  it('has one topic per learning path, spelled exactly as the option lists', () => {
    const expected = [...new Set<string>([...technicalPaths, ...salesPaths])];
    expect(seedTopics).toHaveLength(19);
    expect(seedTopics.map((t) => t.name).sort()).toEqual([...expected].sort());
    for (const topic of seedTopics) {
      const technical = (technicalPaths as readonly string[]).includes(topic.name);
      const sales = (salesPaths as readonly string[]).includes(topic.name);
      const path = technical && sales ? 'general' : technical ? 'technical' : 'sales';
      expect(topic.learningPath, topic.name).toBe(path);
      expect(topic.description.length, topic.name).toBeGreaterThan(20);
    }
    expect(seedTopics.find((t) => t.name === 'Artificial Intelligence (AI)')?.learningPath).toBe(
      'general',
    );
  });

  it('has at least three courses per topic, each in its topic’s learning path', () => {
    const byName = new Map(seedTopics.map((t) => [t.name, t]));
    for (const topic of seedTopics) {
      const courses = seedCourses.filter((c) => c.topic === topic.name);
      expect(courses.length, topic.name).toBeGreaterThanOrEqual(3);
    }
    for (const course of seedCourses) {
      const topic = byName.get(course.topic);
      expect(topic, course.name).toBeDefined();
      expect(course.learningPath, course.name).toBe(topic?.learningPath);
    }
  });

  it('has unique course URLs and names', () => {
    const urls = seedCourses.map((c) => c.url);
    expect(new Set(urls).size).toBe(urls.length);
    const names = seedCourses.map((c) => `${c.website}|${c.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every course a parseable https URL without query or hash', () => {
    for (const course of seedCourses) {
      const url = new URL(course.url);
      expect(url.protocol, course.url).toBe('https:');
      expect(url.search, course.url).toBe('');
      expect(url.hash, course.url).toBe('');
      expect(course.name.trim(), course.url).toBe(course.name);
      expect(course.website.length, course.url).toBeGreaterThan(0);
    }
  });

  it('gives points between 10 and 100 that follow the documented formula', () => {
    for (const course of seedCourses) {
      expect(Number.isInteger(course.point), course.name).toBe(true);
      expect(course.point, course.name).toBeGreaterThanOrEqual(10);
      expect(course.point, course.name).toBeLessThanOrEqual(100);
      expect(course.durationHours, course.name).toBeGreaterThan(0);
      expect(course.point, course.name).toBe(pointsFor(course.durationHours));
    }
    expect(pointsFor(0.5)).toBe(10);
    expect(pointsFor(40)).toBe(100);
    expect(pointsFor(300)).toBe(100);
  });
});

describe('the seed catalogue against the site rules', () => {
  it('maps every catalogue course URL to its site and a course key', () => {
    for (const course of seedCourses) {
      const site = findSite(course.url);
      expect(site, course.url).toBeDefined();
      expect(site?.name, course.url).toBe(course.website);
      expect(courseKeyOf(course.url), course.url).not.toBeNull();
    }
  });

  it('gives no two catalogue courses the same key', () => {
    const seen = new Map<string, string>();
    for (const course of seedCourses) {
      const key = courseKeyOf(course.url) ?? '';
      expect(seen.get(key), `${course.name} shares ${key}`).toBeUndefined();
      seen.set(key, course.name);
    }
  });

  it('gives no two catalogue courses the same normalised title', () => {
    const seen = new Map<string, string>();
    for (const course of seedCourses) {
      const title = normalizeCourseTitle(course.name);
      expect(title.length, course.name).toBeGreaterThan(0);
      expect(seen.get(title), `${course.name} vs ${seen.get(title)}`).toBeUndefined();
      seen.set(title, course.name);
    }
  });

  it('has a rule for every website the catalogue uses', () => {
    const names = new Set(learningSites.map((s) => s.name));
    for (const website of new Set(seedCourses.map((c) => c.website))) {
      expect(names.has(website), website).toBe(true);
    }
  });
});
