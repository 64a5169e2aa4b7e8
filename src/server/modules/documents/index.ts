/** The documents module: an order's proforma invoice and receipt, as a page's model and as a PDF. */
export { DocumentDetailsRepository, DocumentIssuer } from './document-details';
export { renderDocumentPdf } from './document-pdf';
export { documentRoutes } from './documents.routes';
export { DocumentsService } from './documents.service';
