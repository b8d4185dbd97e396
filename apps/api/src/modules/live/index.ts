export { liveModule } from './module';
export { audience, type LiveBroker } from './service';
