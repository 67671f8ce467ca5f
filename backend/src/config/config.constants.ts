/** Injection token of the validated AppConfig (with the JWT secret and database URL resolved). */
export const APP_CONFIG = Symbol('APP_CONFIG');
