/**
 * A document of an asset under its file's name: the same file as /asset/:id/documents/:cvId (its
 * loader, role check and answers). The PDF viewer page frames this address because the browser's
 * PDF viewer names a document after the last segment of its address: its toolbar then reads
 * 'Operation Manual BLR-609.pdf', not 'CV-000001' (docs/decisions/104). The name is not checked:
 * the document is found by its id, as on the plain address.
 */
export { loader } from "./asset.$id.documents.$cvId";
