/**
 * `getNextPageParam` of a list paged by offset whose pages carry `total` (the shop's products, the desk's
 * products and orders): the next page starts where the loaded rows end, until every match is loaded or a
 * page comes back empty (the list shrank meanwhile).
 */
export function nextOffset<Page extends { total: number }>(rows: (page: Page) => readonly unknown[]) {
  return (lastPage: Page, pages: readonly Page[]): number | undefined => {
    const loaded = pages.reduce((sum, page) => sum + rows(page).length, 0);
    return rows(lastPage).length > 0 && loaded < lastPage.total ? loaded : undefined;
  };
}
