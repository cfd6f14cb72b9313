import { useEffect } from 'react';
import { APP_NAME } from '../config/app';

/** The tab's title, `Page | DigiPoints`, kept in the page's language. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${APP_NAME}`;
  }, [page]);
}
