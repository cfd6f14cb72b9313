import { describe, expect, it } from 'vitest';
import { matchCourse, sharedLink } from './shared-link';

const course = (id: string, name: string, website: string, url: string) => ({
  _id: id,
  name,
  website,
  url,
});
const catalogue = [
  course('py', 'Python for Everybody', 'Coursera', 'https://www.coursera.org/learn/python'),
  course('ts', 'Technical Support', 'Coursera', 'https://www.coursera.org/learn/tech-support'),
  course(
    'rwd',
    'Responsive Web Design',
    'freeCodeCamp',
    'https://www.freecodecamp.org/learn/2022/responsive-web-design/',
  ),
];

describe('a link shared into the app', () => {
  it('is found in url, in the words of text, or in title', () => {
    const link = 'https://www.coursera.org/account/accomplishments/verify/ABC123';
    expect(sharedLink(new URLSearchParams({ url: link }))).toBe(link);
    expect(sharedLink(new URLSearchParams({ text: `I finished! ${link}.` }))).toBe(link);
    expect(sharedLink(new URLSearchParams({ title: 'x', text: 'no link here' }))).toBeNull();
  });

  it('names the course in progress on the issuing site, or the site’s only course', () => {
    const coursera = 'https://www.coursera.org/account/accomplishments/verify/ABC123';
    expect(matchCourse(coursera, catalogue)).toBeNull();
    expect(matchCourse(coursera, catalogue, ['ts'])?._id).toBe('ts');
    const fcc = 'https://www.freecodecamp.org/certification/ngozi/responsive-web-design';
    expect(matchCourse(fcc, catalogue)?._id).toBe('rwd');
    expect(matchCourse('https://example.com/cert/1', catalogue)).toBeNull();
  });
});
