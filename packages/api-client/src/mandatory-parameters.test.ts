import { describe, expect, it } from 'vitest';

import document from '../openapi.json' with { type: 'json' };

import { findMissingParameter } from './mandatory-parameters';
import { mandatoryParametersOf } from './mandatory-parameters-table';
import { MANDATORY_PARAMETERS } from './mandatory-parameters.generated';

describe('findMissingParameter', () => {
  it('accepts a call to an operation without parameters', () => {
    expect(findMissingParameter('/health', 'GET', {}, false)).toBeNull();
  });

  it('ignores operations the document does not know', () => {
    expect(findMissingParameter('/nowhere', 'GET', {}, false)).toBeNull();
  });

  it('names every required query parameter of the document when it is missing or empty', () => {
    const operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>
      >,
    );
    for (const [path, methods] of operations) {
      for (const [method, operation] of Object.entries(methods)) {
        const required = (operation.parameters ?? []).filter(
          (parameter) =>
            parameter.required && (parameter.in === 'query' || parameter.in === 'path'),
        );
        for (const parameter of required) {
          // Every other mandatory parameter given (e.g. the key of /image/{key}/resize/{width}-{height}).
          const given = (where: string) =>
            Object.fromEntries(
              required
                .filter((other) => other.in === where && other.name !== parameter.name)
                .map((other) => [other.name, '1']),
            );
          const others = { query: given('query'), path: given('path') };
          expect(findMissingParameter(path, method, others, true)).toBe(parameter.name);
          expect(
            findMissingParameter(
              path,
              method,
              { ...others, [parameter.in]: { ...given(parameter.in), [parameter.name]: '' } },
              true,
            ),
          ).toBe(parameter.name);
        }
      }
    }
  });
});

describe('the generated table', () => {
  it('matches the committed document (run `pnpm generate` after changing it)', () => {
    expect(MANDATORY_PARAMETERS).toEqual(mandatoryParametersOf(document));
  });

  it('asks for a body only where the document requires one', () => {
    const withBody = Object.entries(MANDATORY_PARAMETERS).filter(([, entry]) => entry.body);
    expect(withBody.length).toBeGreaterThan(0);
    const [key] = withBody[0] ?? [''];
    const [method, path] = key.split(' ');
    expect(findMissingParameter(path ?? '', method ?? '', {}, false)).toBe('body');
    expect(findMissingParameter(path ?? '', method ?? '', {}, true)).toBeNull();
  });
});
