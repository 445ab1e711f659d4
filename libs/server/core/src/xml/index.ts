// Writing XML for third parties (@soundpost/server-core/xml): every text escaped by the serializer,
// characters XML cannot carry refused, and a parse-back check before anything leaves.
export * from './xml-writer';
export * from './xml-check';
