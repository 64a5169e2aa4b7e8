/**
 * The exports module: spreadsheets made by a background job and kept 24 hours for whoever asked
 * (decision 033). The sheets themselves come from the catalog and orders modules, wired in app.ts.
 */
export { registerExports } from './register';
