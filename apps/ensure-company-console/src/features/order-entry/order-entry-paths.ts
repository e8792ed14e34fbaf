// The order-entry wizard's routes (routes.ts takes them from here), in step order.
export const ORDER_ENTRY_PATHS = ['/addorder/index', '/addorder/two', '/addorder/three'] as const;
export const ORDER_ENTRY_STEPS = ['查找企业', '保函信息', '确认提交'] as const;
