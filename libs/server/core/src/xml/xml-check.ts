import { validateXML } from 'xmllint-wasm';

export interface XmlCheck {
  valid: boolean;
  errors: string[];
}

export async function checkWellFormed(xml: string): Promise<XmlCheck> {
  // c14n only to have the document parsed without a schema; its output is not used.
  const result = await validateXML({ xml: [{ fileName: 'message.xml', contents: xml }], normalization: 'c14n', maxMemoryPages: 4096 });
  const errors = result.errors
    .filter((e) => e.loc)
    .slice(0, 3)
    .map((e) => `line ${e.loc?.lineNumber}: ${e.message.trim()}`);
  return { valid: result.valid, errors: result.valid || errors.length ? errors : ['the XML parser refused the document'] };
}
