/** What a save says under its button: confirmed, or why not. */
export interface SaveStatus {
  tone: 'success' | 'error';
  text: string;
}
