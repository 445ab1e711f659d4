import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contracts from './index';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sourceFiles(__dirname);

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
}

function withoutStrings(code: string): string {
  return code.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, "''");
}

describe('@soundpost/contracts', () => {
  it('imports nothing but its own relative modules', () => {
    for (const file of files) {
      const code = withoutComments(readFileSync(file, 'utf8'));
      const specifiers = [...code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
      for (const specifier of specifiers) expect(`${relative(__dirname, file)} → ${specifier}`).toMatch(/ → \.\.?\//);
    }
  });

  it('uses no Node or DOM globals', () => {
    const forbidden = /\b(process|require|Buffer|window|document\.|localStorage|sessionStorage|navigator|fetch)\b/;
    for (const file of files) {
      const code = withoutStrings(withoutComments(readFileSync(file, 'utf8')));
      expect(`${relative(__dirname, file)}: ${forbidden.exec(code)?.[0] ?? 'clean'}`).toMatch(/: clean$/);
    }
  });

  it('re-exports every module from the index', () => {
    const index = readFileSync(join(__dirname, 'index.ts'), 'utf8');
    for (const file of files) {
      const module = `./${relative(__dirname, file).replace(/\\/g, '/').replace(/\.ts$/, '')}`;
      if (module === './index') continue;
      expect(index).toContain(`export * from '${module}';`);
    }
  });

  it('exposes the main API from the entry point', () => {
    const names = [
      'validateSignUpPassword',
      'validateEmail',
      'validateIban',
      'formatIbanForDisplay',
      'ibanChecksumValid',
      'validatePhone',
      'validateIso2',
      'validatePostalCode',
      'parseStartPoint',
      'validateCopyrightYear',
      'isFutureIsoDate',
      'gs1CheckDigit',
      'isValidUpc',
      'isValidEan13',
      'isValidGtin',
      'formatIsrc',
      'formatMoney',
      'parseMoneyInput',
      'formatPlanPrice',
      'assertSafeCents',
      'normaliseReleaseStatus',
      'isFinalReleaseStatus',
      'normalisePopupType',
      'AUTH_MESSAGES',
      'ACCOUNT_BLOCKED',
      'NOT_FOUND_MESSAGE',
      'MINIMUM_PAYOUT_CENTS',
      'DEFAULT_LANGUAGE',
      'popupDismissedKey',
    ];
    for (const name of names) expect(Object.keys(contracts)).toContain(name);
  });
});
