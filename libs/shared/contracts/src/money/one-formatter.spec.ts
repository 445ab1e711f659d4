import fs from 'node:fs';
import path from 'node:path';

/**
 * Money reads two ways only (plan prices "0,99€", every other amount "EUR 25.00"), both from
 * money.ts. This fails when a screen, e-mail or service formats money by itself again.
 */
describe('one money formatter', () => {
  const root = path.resolve(__dirname, '../../../../..');
  const ownFormats = [/\.toFixed\(2\)/, /style:\s*['"]currency['"]/, /currencyDisplay/];

  function sources(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
      return /\.(ts|tsx)$/.test(entry.name) && !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  it('finds no other money formatting in apps and libs', () => {
    const files = [...sources(path.join(root, 'apps')), ...sources(path.join(root, 'libs'))].filter((file) => !file.endsWith(path.join('money', 'money.ts')));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return ownFormats.filter((pattern) => pattern.test(text)).map((pattern) => `${path.relative(root, file)}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
  });
});
