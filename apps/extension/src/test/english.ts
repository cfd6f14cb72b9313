import { activateLanguage } from '../i18n.ts';

await activateLanguage('en');
