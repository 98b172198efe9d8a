import { catalogue } from '#app/i18n/catalogue.ts';

/** The team's order in the back office (issue 29): drag-and-drop in the team list. Merged by app/admin/i18n.ts. */
export const adminOrder = catalogue({
  de_DE: {
    'order.column': 'Reihenfolge',
    'team.dragHandle': 'Zum Verschieben ziehen: {name}',
    'team.dragHint':
      'Ziehen Sie eine Zeile am Griff an eine neue Position oder nutzen Sie die Pfeile. Die Reihenfolge gilt für alle Sprachen und alle Teamlisten der Website; angeheftete Personen stehen immer vorn.',
    'team.noMoveFiltered': 'Die Reihenfolge lässt sich nur ohne Suche und Filter ändern.',
    'team.moved': 'Reihenfolge gespeichert',
  },
  en_US: {
    'order.column': 'Order',
    'team.dragHandle': 'Drag to move: {name}',
    'team.dragHint':
      'Drag a row by its handle to a new place, or use the arrows. The order applies to every language and every team list on the website; pinned people always come first.',
    'team.noMoveFiltered': 'The order can only be changed without a search or filter.',
    'team.moved': 'Order saved',
  },
  zh_CN: {
    'order.column': '排序',
    'team.dragHandle': '拖动以移动：{name}',
    'team.dragHint':
      '拖动行首的手柄调整顺序，或使用箭头按钮。排序适用于所有语言和网站上的所有团队列表；置顶的律师始终排在最前。',
    'team.noMoveFiltered': '请先清除搜索和筛选条件，再调整排序。',
    'team.moved': '排序已保存',
  },
});
