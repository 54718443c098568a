import { ClosingCallToAction } from '../components/ClosingCallToAction';
import { DemoVideo } from '../components/DemoVideo';
import { FeatureCards } from '../components/FeatureCards';
import { Hero } from '../components/Hero';
import { PlatformFeatures } from '../components/PlatformFeatures';

export default function HomePage() {
  return (
    <>
      <Hero />
      <FeatureCards />
      <PlatformFeatures />
      <DemoVideo />
      <ClosingCallToAction />
    </>
  );
}
