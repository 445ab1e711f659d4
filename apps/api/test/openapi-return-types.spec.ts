import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { contractSchema, type ContractSchemaName } from '@soundpost/server-core/http';

const root = path.resolve(__dirname, '../../..');

function controllerFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : controllerFiles(full);
    return entry.name.endsWith('.controller.ts') ? [full] : [];
  });
}

interface Documented {
  route: string;
  status: number;
  documented: string;
  declared: string;
}

/** Every `@ApiJson(status, 'Type')` of the server's controllers, with the return type its handler declares. */
function documentedAnswers(): Documented[] {
  const found: Documented[] = [];
  for (const file of controllerFiles(path.join(root, 'libs/server'))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isMethodDeclaration(node)) {
        const declared = (node.type?.getText(source) ?? '').replace(/^Promise<([\s\S]*)>$/, '$1').replace(/\s+/g, ' ');
        for (const decorator of ts.getDecorators(node) ?? []) {
          const call = decorator.expression;
          if (!ts.isCallExpression(call) || call.expression.getText(source) !== 'ApiJson') continue;
          const [status, type] = call.arguments;
          if (!type || !ts.isStringLiteral(type)) continue;
          found.push({ route: `${path.relative(root, file)} ${node.name.getText(source)}`, status: Number(status.getText(source)), documented: type.text, declared });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const isContractType = (name: string) => {
  try {
    return Boolean(contractSchema(name.replace(/\[\]$/, '') as ContractSchemaName));
  } catch {
    return false;
  }
};

/**
 * A handler declares the contract type its answer is documented with, so the compiler checks what the
 * mapper returns against the type the document was generated from. The routes below still declare a
 * server-side or inline type (a call answering two contract types by status; pages typed with
 * core's generic Page; the bundle sent as stored JSON text); each documents the contract type its JSON
 * answer has. A new route declares its contract type.
 */
const DECLARED_OTHERWISE: Record<string, string> = {
  "libs/server/billing/src/http/checkout.controller.ts confirmCard": "PaymentConfirmedResponse | PaymentProcessingResponse",
  "libs/server/billing/src/http/checkout.controller.ts paypalWebhook": "object",
  "libs/server/billing/src/http/checkout.controller.ts stripeWebhook": "object",
  "libs/server/core/src/http/health.controller.ts live": "{ status: 'ok' }",
  "libs/server/core/src/http/health.controller.ts ready": "{ status: 'ok'; database: 'up' }",
  "libs/server/core/src/mail/dev-mailbox.controller.ts list": "OutboxMessage[]",
  "libs/server/fraud/src/http/admin-fraud.controller.ts blocksList": "FraudPage<FraudBlockRow>",
  "libs/server/fraud/src/http/admin-fraud.controller.ts findings": "FraudPage<FraudFindingRow>",
  "libs/server/fraud/src/http/admin-fraud.controller.ts scores": "FraudPage<FraudScoreRow>",
  "libs/server/i18n/src/i18n.controller.ts bundle": "string | Buffer | undefined",
  "libs/server/royalties/src/http/admin-royalties.controller.ts listPresets": "{ data: RoyaltyPresetResponse[] }",
  "libs/server/wallet/src/http/admin-wallets.controller.ts adjust": "WalletAdjustResponse | WalletAdjustmentPendingResponse",
  "libs/server/wallet/src/http/payout-webhooks.controller.ts paypal": "{ received: boolean }",
  'libs/server/auth/src/http/staff-users.controller.ts create': 'StaffUserResponse',
  'libs/server/auth/src/http/staff-users.controller.ts get': 'StaffUserResponse',
  'libs/server/auth/src/http/staff-users.controller.ts list': 'Page<StaffUserResponse>',
  'libs/server/auth/src/http/staff-users.controller.ts update': 'StaffUserResponse',
};

describe('documented answers and declared return types', () => {
  const answers = documentedAnswers();

  it('finds the documented answers of the controllers', () => {
    expect(answers.length).toBeGreaterThan(150);
  });

  it('name generated contract types', () => {
    expect(answers.filter((a) => !isContractType(a.documented)).map((a) => `${a.route} ${a.documented}`)).toEqual([]);
  });

  it('document the contract type the handler declares', () => {
    const mismatched = answers
      .filter((a) => isContractType(a.declared) && a.declared !== a.documented)
      .map((a) => `${a.route}: declares ${a.declared}, documents ${a.documented}`);
    expect(mismatched).toEqual([]);
  });

  it('declare a contract type, except the routes listed with what they declare', () => {
    const others = Object.fromEntries(
      answers.filter((a) => !isContractType(a.declared)).map((a) => [a.route, a.declared] as const),
    );
    expect(others).toEqual(DECLARED_OTHERWISE);
  });
});
