declare module 'pino-roll' {
  import type SonicBoom from 'sonic-boom';
  import type { SonicBoomOpts } from 'sonic-boom';

  interface PinoRollOptions extends Omit<SonicBoomOpts, 'dest'> {
    file: string;
    size?: string | number;
    frequency?: string | number;
    extension?: string;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    symlink?: boolean;
    dateFormat?: string;
  }
  export default function roll(options: PinoRollOptions): Promise<SonicBoom>;
}
