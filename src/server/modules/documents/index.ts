/** The documents module: an order's proforma invoice and receipt, as a page's model and as a PDF. */
export { renderDocumentPdf } from './document-pdf';
export { registerDocuments } from './register';
