import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-amber-500 text-zinc-950 hover:bg-amber-400',
        secondary: 'bg-zinc-800 text-zinc-100 hover:bg-zinc-700',
        outline:
          'border border-zinc-600 bg-transparent text-zinc-100 hover:border-amber-400 hover:text-amber-300',
        ghost: 'bg-transparent text-zinc-200 hover:bg-zinc-800 hover:text-white',
        destructive: 'bg-red-700 text-white hover:bg-red-600',
        link: 'min-h-0 px-0 text-amber-400 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'px-3',
        md: 'px-4',
        lg: 'px-6 text-base',
        icon: 'w-11 px-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {}

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
