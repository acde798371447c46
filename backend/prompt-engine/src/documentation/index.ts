export * from './constants';
export { extractFacts, splitSentences, type Feature, type NumberFact, type ProductFacts, type Technology } from './extract';
export {
  DOCUMENT_TYPE_LABELS,
  DocumentationInputError,
  architectureDiagram,
  generateDocument,
  normalizeConfig,
  openApiSketch,
  sqlDdl,
  validateDocumentRequest,
  type GenerateDocumentRequest,
  type GeneratedDocument,
} from './generate';
export * from './dependencies';
