/**
 * The settings module: the shop's business details, delivery fees and search words, edited in the admin.
 * `registerSettings` answers the `SettingsModule`: other parts read the settings through its `service`
 * (`businessDetails()`, `deliveryFeeFor(order)`: kobo, or null for quote on request; `searchWords()`),
 * the shop's identity from memory through its `identity`, and hear of saved search words.
 */
export { SettingsRepository } from './settings.repository';
export { SettingsService } from './settings.service';
export { registerSettings, type SettingsModule } from './register';
