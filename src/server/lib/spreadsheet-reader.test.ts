import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from './spreadsheet-reader';

describe('readSheet', () => {
  it('reads a workbook written by exceljs every time (its workbook part last: exceljs#3064)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['ID', 'Name', 'Price']);
    sheet.addRow(['kw600', 'Karcher washer', 45_000]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // About one read in 30 lost the workbook part before its parts were read first: 200 reads all pass.
    for (let read = 0; read < 200; read++) {
      const { header, rows } = await readSheet(bytes, { maxRows: 10 });
      expect(header).toEqual(['ID', 'Name', 'Price']);
      expect(rows.map((row) => row.cells)).toEqual([['kw600', 'Karcher washer', 45_000]]);
    }
  });
});
