/** A list page as routes read it from the query: 1-based page number and size. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** A list page as repositories read it from the store. */
export interface Page {
  skip: number;
  limit: number;
}

export const toPage = ({ page, pageSize }: Paging): Page => ({ skip: (page - 1) * pageSize, limit: pageSize });

/** Store options for one page of a list, newest first by `field`. */
export const newestFirst = (field: string, page: Page) => ({
  sort: { [field]: -1 as const },
  skip: page.skip,
  limit: page.limit,
});
