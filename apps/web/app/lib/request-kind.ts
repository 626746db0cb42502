// React Router strips `.data` from single-fetch URLs before loaders see them; server.ts marks those
// requests with this header so the root loader can tell a document from a client revalidation
// (documents embed the message catalog, revalidations let the browser load it).
export const DATA_REQUEST_HEADER = 'x-croupier-data-request'

export function isDocumentRequest(request: Request): boolean {
  return request.headers.get(DATA_REQUEST_HEADER) !== '1'
}
