import { isStorableText } from '../http/input-guard';
import serialize from 'w3c-xmlserializer';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export class XmlTextError extends Error {
  constructor(readonly element: string) {
    super(`${element} contains a character XML does not allow.`);
    this.name = 'XmlTextError';
  }
}

export function xmlDocument(): XMLBuilder {
  return create();
}

export function withSchemaLocation(element: XMLBuilder, schemaLocation: string): XMLBuilder {
  return element.att(XMLNS_NAMESPACE, 'xmlns:xsi', XSI_NAMESPACE).att(XSI_NAMESPACE, 'xsi:schemaLocation', schemaLocation);
}

export function writeXml(doc: XMLBuilder): string {
  const root = doc.root().node as unknown as Element;
  assertXmlText(root);
  indent(root, 1);
  return `${XML_DECLARATION}\n${serialize(root, { requireWellFormed: true })}\n`;
}

function assertXmlText(element: Element): void {
  for (const attr of Array.from(element.attributes)) if (!isStorableText(attr.value)) throw new XmlTextError(`${element.nodeName}/@${attr.name}`);
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === TEXT_NODE && !isStorableText(child.nodeValue ?? '')) throw new XmlTextError(element.nodeName);
    if (child.nodeType === ELEMENT_NODE) assertXmlText(child as Element);
  }
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

// Whitespace only between elements: an element with text keeps its text untouched.
function indent(element: Element, depth: number): void {
  const children = Array.from(element.childNodes);
  if (!children.length || children.some((c) => c.nodeType !== ELEMENT_NODE)) return;
  const doc = element.ownerDocument;
  for (const child of children) {
    element.insertBefore(doc.createTextNode(`\n${'  '.repeat(depth)}`), child);
    indent(child as Element, depth + 1);
  }
  element.appendChild(doc.createTextNode(`\n${'  '.repeat(depth - 1)}`));
}
