import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { routes as table } from './routes.ts';
import type { Route } from './define.ts';
import { fillPath } from './endpoint.ts';

const routes: Record<string, Route> = table;
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);

describe('the route table', () => {
  it('declares each method and path once, aliases included', () => {
    const seen = new Map<string, string>();
    for (const [name, route] of Object.entries(routes))
      for (const { method, path } of [route, ...(route.aliases ?? [])]) {
        const key = `${method} ${path}`;
        expect(seen.get(key), `${key} is declared by ${seen.get(key)} and ${name}`).toBeUndefined();
        seen.set(key, name);
      }
  });

  it('has a params schema with exactly the parameters of each path', () => {
    for (const [name, route] of Object.entries(routes)) {
      const inPath = pathParams(route.path).sort();
      const declared =
        route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect(declared, name).toEqual(inPath);
      for (const alias of route.aliases ?? [])
        expect(pathParams(alias.path).sort(), `${name} alias`).toEqual(inPath);
    }
  });

  it('pairs every endpoint with its schemas', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('fills path parameters encoded, and refuses a missing one', () => {
    expect(fillPath('/league/:id/join', { id: 'a b/c' })).toBe('/league/a%20b%2Fc/join');
    expect(() => fillPath('/league/:id', {})).toThrow(/id/);
  });
});
