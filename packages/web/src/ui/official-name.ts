/** An official's name in the reader's language (also the name of its office tile). */
import type { Official } from '@tnt/engine';
import { t } from '../i18n/index.ts';

export const officialName = (o: Official): string => t(`official.${o}.name`);
