/** Fictional store locations of the retail group, across the island. */
export const STORES = [
  'Half Way Tree, Kingston',
  'Liguanea, St. Andrew',
  'Portmore Pines, St. Catherine',
  'Fairview, Montego Bay',
  'Ocho Rios, St. Ann',
  'Mandeville, Manchester',
  'May Pen, Clarendon',
  'Savanna-la-Mar, Westmoreland',
] as const;
