// The catalogue's write counter for modules that change catalogue rows (jackpots' amounts).
export { catalogueRevision, markCatalogueChanged } from './catalogue.revision.ts'
