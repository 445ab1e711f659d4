import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

export const ERN_SCHEMA_FILES = ['release-notification.xsd', 'allowed-value-sets.xsd'] as const;

export interface ErnValidation {
  valid: boolean;
  errors: string[];
}

export class ErnValidator {
  private schemas?: Promise<Array<{ fileName: string; contents: string }>>;

  constructor(private readonly schemaDir: string) {}

  async validate(xml: string): Promise<ErnValidation> {
    const [root, ...preload] = await this.load();
    const result = await validateXML({ xml: [{ fileName: 'message.xml', contents: xml }], schema: [root], preload, maxMemoryPages: 4096 });
    const errors = result.errors.slice(0, 10).map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message).trim());
    return { valid: result.valid, errors };
  }

  private load() {
    this.schemas ??= Promise.all(ERN_SCHEMA_FILES.map(async (fileName) => ({ fileName, contents: await readFile(join(this.schemaDir, fileName), 'utf8') })));
    return this.schemas;
  }
}
