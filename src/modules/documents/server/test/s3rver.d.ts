declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  type Middleware = (ctx: any, next: () => Promise<void>) => Promise<void> | void;
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string }[];
    });
    middleware: Middleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
