import * as migration_20261122_184054_initial from './20261122_184054_initial';
import * as migration_20261122_190828_commerce_data from './20261122_190828_commerce_data';
import * as migration_20261122_232212_content_model from './20261122_232212_content_model';

export const migrations = [
  {
    up: migration_20261122_184054_initial.up,
    down: migration_20261122_184054_initial.down,
    name: '20261122_184054_initial',
  },
  {
    up: migration_20261122_190828_commerce_data.up,
    down: migration_20261122_190828_commerce_data.down,
    name: '20261122_190828_commerce_data',
  },
  {
    up: migration_20261122_232212_content_model.up,
    down: migration_20261122_232212_content_model.down,
    name: '20261122_232212_content_model'
  },
];
