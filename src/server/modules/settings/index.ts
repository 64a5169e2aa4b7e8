/**
 * The settings module: the shop's business details and delivery fees, edited in the admin. Other
 * modules read them through `SettingsService`: `businessDetails()` and `deliveryFeeFor(state)` (kobo,
 * or null for quote on request); the storefront reads the shop's identity through `ShopIdentityCopy`.
 */
export { SettingsRepository } from './settings.repository';
export { settingsRoutes } from './settings.routes';
export { SettingsService } from './settings.service';
export { SHOP_IDENTITY_CHANNEL, ShopIdentityCopy } from './shop-identity';
