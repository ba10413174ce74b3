import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carriesDevtools } from './devtools-check';

const builtFiles = (directory: string) =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js)$/.test(file))
    .map((file) => readFileSync(join(directory, file), 'utf8'));

describe('carriesDevtools', () => {
  it('finds the query and router devtools’ own code', () => {
    expect(builtFiles('node_modules/@tanstack/query-devtools/build').some(carriesDevtools)).toBe(
      true,
    );
    expect(
      builtFiles('node_modules/@tanstack/router-devtools-core/dist').some(carriesDevtools),
    ).toBe(true);
  });

  it('finds none in the app’s own code', () => {
    expect(carriesDevtools(readFileSync('src/app/provider.tsx', 'utf8'))).toBe(false);
    expect(carriesDevtools('const tsq = "tsq"; className="tsqd"')).toBe(false);
  });
});
