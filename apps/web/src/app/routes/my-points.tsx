import { useEffect } from 'react';
import { PointsHistory } from '../../features/claims/components/points-history';
import { APP_NAME } from '../../config/app';

export default function MyPointsPage() {
  useEffect(() => {
    document.title = `My points | ${APP_NAME}`;
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">My points</h1>
      <PointsHistory />
    </div>
  );
}
