import { OCCUPATIONS, PARISHES } from '@portal/validation/constants';

export const parishName = (code: string | null): string | null =>
  code === null ? null : (PARISHES.find((parish) => parish.code === code)?.name ?? code);

export const occupationLabel = (code: string | null): string | null =>
  code === null ? null : (OCCUPATIONS.find((occupation) => occupation.code === code)?.label ?? code);
