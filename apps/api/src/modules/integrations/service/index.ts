export { applyDelivery, applyShopOrder, cancelShopOrder, forgetConnection } from './apply-delivery';
export { type ConnectShopInput, connectShop, SHOP_TAKEN_MESSAGE } from './connect-shop';
export { type IntegrationDeps, QUEUES, refOf, settingsOf, webhookUrl } from './deps';
export { getImportProgress, runImport, startImport } from './import-recent';
export { listConnections } from './list-connections';
export { disconnect, getSettings, getSyncLog, markEntryFixed, putSettings } from './manage';
export { liveRates, type RateRequest } from './rates';
export { receiveWebhook } from './receive-webhook';
export { enqueueTracking, sendTracking } from './tracking';
