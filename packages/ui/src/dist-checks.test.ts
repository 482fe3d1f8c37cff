import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { distProblems, isClientModule, relativeSpecifiers } from './dist-checks';

/** A sound little build: a client component importing a server one and its CSS module. */
function soundBuild(): { source: Map<string, string>; dist: Map<string, string> } {
  const source = new Map([
    ['src/components/card.tsx', "import styles from './card.module.css';\nexport const Card = 1;"],
    ['src/components/card.test.tsx', "'use client';"],
    ['src/components/menu.tsx', "/** Menu. */\n'use client';\nimport { Card } from './card';"],
    ['src/components/card.module.css', '.root { color: red; }'],
  ]);
  const dist = new Map([
    ['dist/components/card.js', 'import styles from "./card.styles.js";\nexport const Card = 1;'],
    ['dist/components/card.d.ts', 'export declare const Card = 1;'],
    [
      'dist/components/card.styles.js',
      'import "./card.styles.css";\nvar s = {\n  root: "card_module_root"\n};',
    ],
    ['dist/components/card.styles.css', '.card_module_root { color: red; }'],
    [
      'dist/components/menu.js',
      '"use client";\n\n// src/components/menu.tsx\nimport { Card } from "./card.js";',
    ],
    ['dist/components/menu.d.ts', "export { Card } from './card.js';"],
  ]);
  return { source, dist };
}

/** The problems of the sound build with some built files replaced. */
function problemsWith(changed: Record<string, string>): string[] {
  const { source, dist } = soundBuild();
  for (const [path, text] of Object.entries(changed)) dist.set(path, text);
  return distProblems(source, dist);
}

describe('distProblems', () => {
  it('finds nothing wrong with a sound build', () => {
    const { source, dist } = soundBuild();
    expect(distProblems(source, dist)).toEqual([]);
  });

  it('reports a component without its JavaScript or its types', () => {
    const { source, dist } = soundBuild();
    dist.delete('dist/components/card.d.ts');
    expect(distProblems(source, dist)).toContain(
      'src/components/card.tsx has no dist/components/card.d.ts',
    );
  });

  it.each<{ what: string; changed: Record<string, string>; problems: string[] }>([
    {
      what: 'an import of a file that is not in the build',
      changed: { 'dist/components/menu.js': '"use client";\nimport { Card } from "./card";' },
      problems: ['dist/components/menu.js imports ./card, which is not in the build'],
    },
    {
      what: 'a lost or an added use client',
      changed: {
        'dist/components/menu.js': 'import { Card } from "./card.js";',
        'dist/components/card.js': '"use client";\nexport const Card = 1;',
      },
      problems: [
        "dist/components/card.js is 'use client' but src/components/card.tsx is not",
        "dist/components/menu.js lost the 'use client' of src/components/menu.tsx",
      ],
    },
    {
      what: 'a CSS module left for the bundler and a class name its sheet lacks',
      changed: {
        'dist/components/card.js': 'import styles from "./card.module.css";',
        'dist/components/card.styles.css': '.root { color: red; }',
      },
      problems: [
        'dist/components/card.js imports ./card.module.css',
        'dist/components/card.styles.js: class card_module_root is not in ./card.styles.css',
      ],
    },
    {
      what: 'a styles module that does not import its sheet',
      changed: { 'dist/components/card.styles.js': 'var s = { root: "card_module_root" };' },
      problems: ['dist/components/card.styles.js does not import its sheet ./card.styles.css'],
    },
  ])('reports $what', ({ changed, problems }) => {
    expect(problemsWith(changed)).toEqual(problems);
  });
});

describe('isClientModule and relativeSpecifiers', () => {
  it('sees the directive after comments only as the first statement', () => {
    expect(isClientModule('// a\n/* b */\n"use client";')).toBe(true);
    expect(isClientModule("import x from 'y';\n'use client';")).toBe(false);
  });

  it('lists imports, re-exports and side-effect imports, not packages', () => {
    const text =
      'import a from "./a.js";\nexport { b } from "../b.js";\nimport "./c.css";\nimport d from "d";';
    expect(relativeSpecifiers(text)).toEqual(['./a.js', '../b.js', './c.css']);
  });
});

describe('.attw.json', () => {
  it('has attw check every component module the wildcard export `./*` serves', () => {
    const root = join(import.meta.dirname, '..');
    const config = JSON.parse(readFileSync(join(root, '.attw.json'), 'utf8')) as {
      includeEntrypoints: string[];
    };
    const components = readdirSync(join(root, 'src/components'))
      .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
      .map((name) => `./${name.replace(/\.tsx$/, '')}`)
      .sort();
    expect(config.includeEntrypoints).toEqual(components);
  });
});
